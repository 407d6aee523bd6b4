declare const __BUILD_VARIANT__: 'vietnam' | 'cn';
declare const __APP_VERSION__: string;
