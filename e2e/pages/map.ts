import { expect, type Locator } from '@playwright/test';
import type { RemoteId } from '../support/remote-ids';
import { exactly, text, type Lng } from '../support/texts';
import { RemoteArea, type Screen } from './remote-area';

type MapScreen = 'home';

/** mf-map: the home page map and the accessible list of parkings in view. */
export class MapPage extends RemoteArea<MapScreen> {
  readonly remote: RemoteId = 'mf-map';
  protected readonly ns = 'map';
  protected readonly screens: Record<MapScreen, Screen> = {
    home: { path: '/', titleKey: 'map.title' },
  };

  /** The map region (labelled); it carries data-map-ready once the map has drawn. */
  mapRegion(lng: Lng = 'ru'): Locator {
    return this.main.getByRole('region', { name: exactly(this.ns, 'map.mapLabel', lng) });
  }

  /** The list of parkings in view. */
  get parkingList(): Locator {
    return this.main.getByRole('list', { name: exactly(this.ns, 'map.listTitle', 'ru') });
  }

  /** Waits for the map to draw with its data (the ready attribute, never a sleep). */
  async waitForMap(): Promise<void> {
    await expect(this.mapRegion()).toHaveAttribute('data-map-ready', 'true', { timeout: 20_000 });
  }

  /** The list item of a parking by its code. */
  listItem(code: string): Locator {
    const label = text(this.ns, 'list.item', 'ru').replace('{{code}}', code);
    return this.parkingList.getByRole('button', { name: new RegExp(`^${label}\\b`) });
  }

  /** The card (popup) of the parking currently shown. */
  card(code: string): Locator {
    const title = text(this.ns, 'card.title', 'ru').replace('{{code}}', code);
    return this.page.getByRole('region', { name: title });
  }

  /** One real click on the canvas at its centre (where a focused parking sits). */
  async clickMapCentre(): Promise<void> {
    const canvas = this.mapRegion().locator('canvas');
    const box = await canvas.boundingBox();
    if (!box) throw new Error('the map canvas has no box');
    await canvas.click({ position: { x: box.width / 2, y: box.height / 2 } });
  }

  payHere(code: string): Locator {
    return this.card(code).getByRole('button', { name: text(this.ns, 'card.payHere', 'ru') });
  }
}
