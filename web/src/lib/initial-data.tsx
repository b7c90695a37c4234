import { createContext, useContext, type ReactNode } from 'react';
import { readScriptJson } from './script-json';

/**
 * API responses a page was prerendered with, keyed by API path. The build embeds them in the page
 * as JSON so hydration renders exactly what the HTML shows, then screens refresh from the API.
 */
export type InitialData = Record<string, unknown>;

const InitialDataContext = createContext<InitialData>({});

export function InitialDataProvider({ data, children }: { data: InitialData; children: ReactNode }) {
  return <InitialDataContext.Provider value={data}>{children}</InitialDataContext.Provider>;
}

export function useInitialData(): InitialData {
  return useContext(InitialDataContext);
}

/** The id of the script element that carries the data into the page. */
export const INITIAL_DATA_ID = 'initial-data';

/** Reads the embedded data in the browser (an empty object when the page was not prerendered). */
export function readEmbeddedData(): InitialData {
  return readScriptJson(INITIAL_DATA_ID) ?? {};
}
