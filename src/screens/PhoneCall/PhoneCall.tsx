// Placeholder until the PhoneCall screen lands (issue 4 allows a placeholder screen meanwhile).
export { Placeholder as PhoneCall } from '../Placeholder/Placeholder.tsx';
