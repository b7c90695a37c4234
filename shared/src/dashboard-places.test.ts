import { describe, expect, it } from 'vitest';
import { dashboardPathOf, dashboardPlaceOf } from './dashboard-places';
import { dashboardSubPaths, isKnownPath } from './routes';

describe("the dashboards' addresses (issue 26)", () => {
  it.each([
    ['/admin', 'admin', { screen: 'pending-requests', tab: undefined }],
    ['/admin/users', 'admin', { screen: 'users', tab: undefined }],
    ['/admin/users/', 'admin', { screen: 'users', tab: undefined }],
    ['/admin/content', 'admin', { screen: 'content', tab: 'site-settings' }],
    ['/admin/content/events', 'admin', { screen: 'content', tab: 'events' }],
    ['/operator', 'operator', { screen: 'cases', tab: undefined }],
    ['/operator/cases', 'operator', { screen: 'cases', tab: undefined }],
    ['/enabler/inquiries', 'enabler', { screen: 'inquiries', tab: undefined }],
  ] as const)('reads %s as a place on the %s dashboard', (path, dashboard, place) => {
    expect(dashboardPlaceOf(dashboard, path)).toEqual(place);
  });

  it.each([
    ['/admin/nope', 'admin'],
    ['/admin/users/extra', 'admin'],
    ['/admin/content/events/extra', 'admin'],
    ['/admin/content/nope', 'admin'],
    ['/operator/users', 'operator'],
    ['/adminx', 'admin'],
    ['/admin', 'operator'],
  ] as const)('has no place for %s on the %s dashboard', (path, dashboard) => {
    expect(dashboardPlaceOf(dashboard, path)).toBeUndefined();
  });

  it('links a first screen and a first tab by the shorter address, the others by their slugs', () => {
    expect(dashboardPathOf('admin', 'pending-requests')).toBe('/admin');
    expect(dashboardPathOf('admin', 'users')).toBe('/admin/users');
    expect(dashboardPathOf('admin', 'content')).toBe('/admin/content');
    expect(dashboardPathOf('admin', 'content', 'site-settings')).toBe('/admin/content');
    expect(dashboardPathOf('admin', 'content', 'events')).toBe('/admin/content/events');
    expect(dashboardPathOf('operator', 'cases')).toBe('/operator');
    expect(dashboardPathOf('enabler', 'cases')).toBe('/enabler/cases');
  });

  it('knows every address it links, and reads each back as the place it links', () => {
    for (const path of dashboardSubPaths) {
      expect(isKnownPath(path), path).toBe(true);
      expect(isKnownPath(`/ml${path}`), path).toBe(true);
      const dashboard = path.split('/')[1] as 'admin' | 'operator' | 'enabler';
      const place = dashboardPlaceOf(dashboard, path)!;
      expect(dashboardPlaceOf(dashboard, dashboardPathOf(dashboard, place.screen, place.tab)), path).toEqual(place);
    }
    expect(isKnownPath('/admin/nope')).toBe(false);
  });
});
