import { act, render, screen } from '@testing-library/react';
import '@testing-library/jest-dom';
import { bus, useBusEvent } from './index';

afterEach(() => bus.reset());

describe('bus', () => {
  it('delivers events to current subscribers', () => {
    const seen: string[] = [];
    const sub = bus.on('profile:changed').subscribe(({ reason }) => seen.push(reason));
    bus.emit('profile:changed', { reason: 'car added' });
    bus.emit('profile:changed', { reason: 'phone deleted' });
    sub.unsubscribe();
    bus.emit('profile:changed', { reason: 'after unsubscribe' });
    expect(seen).toEqual(['car added', 'phone deleted']);
  });

  it('replays the last value of a state-like event to a late subscriber', () => {
    bus.emit('city:changed', { city: 'rostov' });
    bus.emit('city:changed', { city: 'sevastopol' });
    const seen: string[] = [];
    const sub = bus.on('city:changed').subscribe(({ city }) => seen.push(city));
    bus.emit('city:changed', { city: 'rostov' });
    sub.unsubscribe();
    expect(seen).toEqual(['sevastopol', 'rostov']);
  });

  it.each([
    'session:tokenChanged',
    'city:changed',
    'language:changed',
    'options:loaded',
    'profile:loaded',
  ] as const)('%s is state-like', (type) => {
    bus.emit(type, {} as never);
    const seen: unknown[] = [];
    bus
      .on(type)
      .subscribe((v) => seen.push(v))
      .unsubscribe();
    expect(seen).toHaveLength(1);
  });

  it('does not replay a non-state-like event', () => {
    bus.emit('session:expired', {});
    bus.emit('parking:sessionEnded', { id: '42' });
    const seen: unknown[] = [];
    const a = bus.on('session:expired').subscribe((v) => seen.push(v));
    const b = bus.on('parking:sessionEnded').subscribe((v) => seen.push(v));
    a.unsubscribe();
    b.unsubscribe();
    expect(seen).toEqual([]);
    expect(bus.last('parking:sessionEnded')).toEqual({ id: '42' });
  });

  it('reset forgets remembered values but keeps live subscriptions', () => {
    const seen: string[] = [];
    const sub = bus.on('city:changed').subscribe(({ city }) => seen.push(city));
    bus.emit('city:changed', { city: 'rostov' });
    bus.reset();
    expect(bus.last('city:changed')).toBeUndefined();
    bus.emit('city:changed', { city: 'sevastopol' });
    sub.unsubscribe();
    expect(seen).toEqual(['rostov', 'sevastopol']);
  });
});

describe('useBusEvent', () => {
  function Language() {
    const value = useBusEvent('language:changed');
    return <p>language: {value?.lng ?? 'none'}</p>;
  }
  function Ended() {
    const value = useBusEvent('parking:sessionEnded');
    return <p>ended: {value?.id ?? 'none'}</p>;
  }

  it('starts from the replayed value and follows new ones', () => {
    bus.emit('language:changed', { lng: 'en' });
    render(<Language />);
    expect(screen.getByText('language: en')).toBeInTheDocument();
    act(() => bus.emit('language:changed', { lng: 'ru' }));
    expect(screen.getByText('language: ru')).toBeInTheDocument();
  });

  it('shows a non-state-like event only once it happens after mount', () => {
    bus.emit('parking:sessionEnded', { id: 'old' });
    render(<Ended />);
    expect(screen.getByText('ended: none')).toBeInTheDocument();
    act(() => bus.emit('parking:sessionEnded', { id: '7' }));
    expect(screen.getByText('ended: 7')).toBeInTheDocument();
  });
});
