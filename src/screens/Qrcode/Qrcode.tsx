// Placeholder until the Qrcode screen lands (issue 4 allows a placeholder screen meanwhile).
export { Placeholder as Qrcode } from '../Placeholder/Placeholder.tsx';
