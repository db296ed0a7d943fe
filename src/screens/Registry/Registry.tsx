// Placeholder until the Registry screen lands (issue 4 allows a placeholder screen meanwhile).
export { Placeholder as Registry } from '../Placeholder/Placeholder.tsx';
