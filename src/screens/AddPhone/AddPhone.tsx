// Placeholder until the AddPhone screen lands (issue 4 allows a placeholder screen meanwhile).
export { Placeholder as AddPhone } from '../Placeholder/Placeholder.tsx';
