// Placeholder until the Login screen lands (issue 4 allows a placeholder screen meanwhile).
export { Placeholder as Login } from '../Placeholder/Placeholder.tsx';
