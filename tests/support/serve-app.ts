/*
 * The app as `npm start` runs it (serve: runtime, listener, stop signals), minus the React build,
 * as a child process for tests that signal it. Configured by the environment; prints
 * {"listening": port} on stdout when it takes requests.
 */
import { loadConfig } from '../../backend/platform/config';
import { serve } from '../../backend/main/serve';

const { port } = await serve(loadConfig(), { log: (line) => console.error(line) });
console.log(JSON.stringify({ listening: port }));
