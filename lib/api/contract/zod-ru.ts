import { z } from 'zod';

// Generic validation messages (wrong type, too short...) in Russian everywhere the contract
// is used: API, forms and tests share this one configuration.
z.config(z.locales.ru());

export { z };
