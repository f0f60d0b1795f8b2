// The money flows' form, panel and detail-row classes, shared so every remote's forms look the same
// (`import { flowFormStyles as styles } from '@portal/shared'`).
export { default as flowFormStyles } from './flow-form.module.css';
