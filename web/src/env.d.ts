/** The year the site was built, for the prerendered copyright line. */
declare const __BUILD_YEAR__: number;
