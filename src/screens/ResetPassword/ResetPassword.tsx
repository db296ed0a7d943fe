// Placeholder until the ResetPassword screen lands (issue 4 allows a placeholder screen meanwhile).
export { Placeholder as ResetPassword } from '../Placeholder/Placeholder.tsx';
