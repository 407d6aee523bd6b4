import { createContext, useContext } from 'react';

/**
 * Starts a page's chunk and language namespaces together, from the composition root's route table (the layout
 * gives it to the pages below it; views cannot import the app's table, which imports them).
 */
export const WarmRouteContext = createContext<(pathname: string) => void>(() => undefined);

export const useWarmRoute = () => useContext(WarmRouteContext);
