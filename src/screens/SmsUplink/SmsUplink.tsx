// Placeholder until the SmsUplink screen lands (issue 4 allows a placeholder screen meanwhile).
export { Placeholder as SmsUplink } from '../Placeholder/Placeholder.tsx';
