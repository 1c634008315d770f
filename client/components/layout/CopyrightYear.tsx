import { useEffect, useState } from 'react';
import { Island } from '../../islands/Island';

export interface YearProps {
  builtIn: number;
}

/** The prerender's year, corrected in the browser: a page built in December is still served in January. */
export function Year({ builtIn }: YearProps) {
  const [year, setYear] = useState(builtIn);
  useEffect(() => setYear(new Date().getFullYear()), []);
  return <>{year}</>;
}

export function CopyrightYear() {
  return <Island inline name="year" component={Year} props={{ builtIn: new Date().getFullYear() }} />;
}
