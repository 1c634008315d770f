import { hydrateIslands } from './islands/hydrateIslands';

hydrateIslands();
