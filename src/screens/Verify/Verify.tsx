// Placeholder until the Verify screen lands (issue 4 allows a placeholder screen meanwhile).
export { Placeholder as Verify } from '../Placeholder/Placeholder.tsx';
