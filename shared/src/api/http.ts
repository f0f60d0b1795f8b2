import axios from 'axios';

/** The one axios instance. Every status is "valid" here: the envelope decides success, and error answers
 * (401 with a token message, 400 with a server message) must be read, not thrown away. Tests replace
 * `http.defaults.adapter` to stub the network at the HTTP boundary. */
export const http = axios.create({ validateStatus: () => true, timeout: 60_000 });
