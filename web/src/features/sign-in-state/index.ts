export { loginPathFor, useReturnPath } from './return-path';
