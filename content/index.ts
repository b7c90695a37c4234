// Content is plain JSON; this module only gives it types at import sites.
export {};
