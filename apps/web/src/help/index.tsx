export { HowToPlay } from './HowToPlay';
