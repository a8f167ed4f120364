import { webProject } from './vitest.shared.ts';

export default webProject('own modules');
