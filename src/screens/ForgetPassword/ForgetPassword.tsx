// Placeholder until the ForgetPassword screen lands (issue 4 allows a placeholder screen meanwhile).
export { Placeholder as ForgetPassword } from '../Placeholder/Placeholder.tsx';
