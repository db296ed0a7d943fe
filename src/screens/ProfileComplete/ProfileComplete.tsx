// Placeholder until the ProfileComplete screen lands (issue 4 allows a placeholder screen meanwhile).
export { Placeholder as ProfileComplete } from '../Placeholder/Placeholder.tsx';
