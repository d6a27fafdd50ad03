/** An add-on with nothing to add on the client (yet): a module without `start`. */
export const start = undefined;
