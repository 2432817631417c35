// Manual mock of maplibre-gl for jsdom (no WebGL): records calls, fires 'load' asynchronously.
class Evented {
  constructor() {
    this.handlers = {};
  }
  on(type, layerOrFn, fn) {
    const h = fn || layerOrFn;
    (this.handlers[type] ||= []).push(h);
    return this;
  }
  off() {
    return this;
  }
  once(type, fn) {
    return this.on(type, fn);
  }
  fire(type, ev = {}) {
    (this.handlers[type] || []).forEach((h) => h(ev));
  }
}
class Map extends Evented {
  constructor(options) {
    super();
    this.options = options;
    this.sources = {};
    this.layers = [];
    setTimeout(() => this.fire('load'), 0);
  }
  addSource(id, src) {
    this.sources[id] = {
      ...src,
      setData: (d) => {
        this.sources[id].data = d;
      },
    };
  }
  getSource(id) {
    return this.sources[id];
  }
  addLayer(layer) {
    this.layers.push(layer);
  }
  getLayer(id) {
    return this.layers.find((l) => l.id === id);
  }
  addControl() {}
  removeControl() {}
  setLayoutProperty() {}
  setFilter() {}
  setPaintProperty() {}
  getBounds() {
    return {
      getWest: () => 33.38,
      getEast: () => 33.93,
      getSouth: () => 44.4,
      getNorth: () => 44.97,
      contains: () => true,
    };
  }
  getZoom() {
    return this.options.zoom || 16;
  }
  getCenter() {
    return { lng: 33.5, lat: 44.6 };
  }
  flyTo() {}
  easeTo() {}
  jumpTo() {}
  fitBounds() {}
  resize() {}
  remove() {}
  queryRenderedFeatures() {
    return [];
  }
  getCanvas() {
    return { style: {} };
  }
  loaded() {
    return true;
  }
}
class Popup extends Evented {
  setLngLat() {
    return this;
  }
  setDOMContent() {
    return this;
  }
  setHTML() {
    return this;
  }
  addTo() {
    return this;
  }
  remove() {}
}
class Marker extends Evented {
  setLngLat() {
    return this;
  }
  addTo() {
    return this;
  }
  remove() {}
}
class NavigationControl {}
module.exports = {
  Map,
  Popup,
  Marker,
  NavigationControl,
  setWorkerUrl() {},
  getWorkerUrl() {
    return '';
  },
};
