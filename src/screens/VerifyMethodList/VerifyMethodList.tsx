// Placeholder until the VerifyMethodList screen lands (issue 4 allows a placeholder screen meanwhile).
export { Placeholder as VerifyMethodList } from '../Placeholder/Placeholder.tsx';
