import { hydrateIslands } from './islands/hydrateIslands';
import './styles.css';

hydrateIslands();
