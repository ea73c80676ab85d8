/** `node --import <this module>`: registers module-log-hooks.js (see there) before the program loads. */
import { register } from 'node:module';

register(new URL('./module-log-hooks.js', import.meta.url));
