export { useSyncExternalStore } from 'react';
