export const CITY_KEY = 'parking:city';
export const TOKENS_KEY = 'parking:tokens';
export const RETURN_TO_KEY = 'parking:returnTo';
export const CHANNEL_NAME = 'parking-portal';
