// The scenarios, each a function of the running server. They run in this order: booking last, because it
// takes slots the availability scenario reads.
import { load } from './load.mjs';

const json = { 'content-type': 'application/json' };

/** What every browser sends: public reads are answered gzipped to it. */
const browser = { 'accept-encoding': 'gzip, deflate, br' };

export const SCENARIOS = {
  catalog: {
    title: 'catalog `GET /api/services`, as a browser asks (gzip accepted)',
    run: ({ base }) => load({ url: `${base}/api/services`, headers: browser }),
  },
  'catalog-uncompressed': {
    title: 'catalog `GET /api/services` from a client that takes no gzip (27 KB a response)',
    run: ({ base }) => load({ url: `${base}/api/services` }),
  },
  availability: {
    title: 'availability `GET /api/services/{id}`, 50,000 slots, as a browser asks',
    run: ({ base, serviceIds }) => {
      let next = 0;
      return load({
        url: base,
        headers: browser,
        requests: [
          {
            setupRequest: (request) => ({
              ...request,
              path: `/api/services/${serviceIds[next++ % serviceIds.length]}`,
            }),
          },
        ],
      });
    },
  },
  login: {
    title: 'login `POST /api/users/login` (scrypt)',
    run: ({ base, password, customers }) => {
      let next = 0;
      return load({
        url: base,
        requests: [
          {
            method: 'POST',
            path: '/api/users/login',
            headers: json,
            setupRequest: (request) => ({
              ...request,
              body: JSON.stringify({ email: customers[next++ % customers.length], password }),
            }),
          },
        ],
      });
    },
  },
  booking: {
    title: 'booking `POST /api/orders`, many customers on few slots',
    // Refused bookings (409: someone else was first) are right answers; bookings made are counted apart.
    run: ({ base, tokens, contestedSlotIds }) =>
      load(
        {
          url: base,
          connections: 50,
          requests: [
            {
              method: 'POST',
              path: '/api/orders',
              setupRequest: (request) => ({
                ...request,
                headers: {
                  ...json,
                  authorization: `Bearer ${tokens[Math.floor(Math.random() * tokens.length)]}`,
                },
                body: JSON.stringify({
                  orderItems: [
                    { AppointmentId: contestedSlotIds[Math.floor(Math.random() * contestedSlotIds.length)] },
                  ],
                }),
              }),
            },
          ],
        },
        { expected: [201, 409] },
      ),
  },
};
