// Placeholder until the RestoreAccount screen lands (issue 4 allows a placeholder screen meanwhile).
export { Placeholder as RestoreAccount } from '../Placeholder/Placeholder.tsx';
