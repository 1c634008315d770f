interface ImportMetaEnv {
  /** Origin of the relay when the site and the API are deployed apart; unset means same origin. */
  readonly VITE_API_BASE_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
