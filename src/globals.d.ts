declare const __BUILD_TIME__: string;
declare const __BUILD_ENV__: string;
