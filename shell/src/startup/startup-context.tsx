import { createContext, useContext } from 'react';
import type { CityConfig, OptionsInfo, RemotesManifest } from '@parking/shared/contracts';

/** What the shell learnt at start-up for the chosen city. */
export interface StartupData {
  cities: CityConfig[];
  city: CityConfig;
  manifest: RemotesManifest;
  info: OptionsInfo;
}

export interface StartupContextValue extends StartupData {
  /** Reloads the city's manifest and options (after a city change). */
  reload(): void;
}

export const StartupContext = createContext<StartupContextValue | null>(null);

export function useStartup(): StartupContextValue {
  const value = useContext(StartupContext);
  if (!value) throw new Error('useStartup outside <StartupGate>');
  return value;
}
