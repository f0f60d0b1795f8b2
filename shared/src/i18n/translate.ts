/** The `t` the pure rules receive, so schemas build their messages (with values) in the user's language. */
export type Translate = (key: string, values?: Record<string, string>) => string;
