import {
  amenitiesResponseSchema,
  areasResponseSchema,
  catalogLocaleQuerySchema,
  villaDetailQuerySchema,
  villaIdParamsSchema,
  villaListQuerySchema,
  villaListResponseSchema,
  villaResponseSchema,
  villaSearchQuerySchema,
} from '../villas/villa.schemas.ts';
import { errorResponse, operation } from './operation.ts';

const badRequest = errorResponse('Invalid input');

export const villas = {
  list: operation({
    method: 'GET',
    path: '/api/villas',
    operationId: 'villas.list',
    roles: ['public'],
    tag: 'villas',
    summary: 'Public villas, promoted and best rated first',
    request: { query: villaListQuerySchema },
    responses: { 200: { description: 'A page of villas', schema: villaListResponseSchema }, 400: badRequest },
  }),
  search: operation({
    method: 'GET',
    path: '/api/search/villas',
    operationId: 'villas.search',
    roles: ['public'],
    tag: 'villas',
    summary: 'Search public villas; dates (check-in today or later on the island) exclude villas with any occupied night',
    request: { query: villaSearchQuerySchema },
    responses: { 200: { description: 'A page of matching villas', schema: villaListResponseSchema }, 400: badRequest },
  }),
  get: operation({
    method: 'GET',
    path: '/api/villas/:id',
    operationId: 'villas.get',
    roles: ['public'],
    tag: 'villas',
    summary: 'One public villa by id or slug',
    request: { params: villaIdParamsSchema, query: villaDetailQuerySchema },
    responses: {
      200: { description: 'The villa', schema: villaResponseSchema },
      400: badRequest,
      404: errorResponse('Villa not found'),
    },
  }),
  listAreas: operation({
    method: 'GET',
    path: '/api/areas',
    operationId: 'villas.listAreas',
    roles: ['public'],
    tag: 'villas',
    summary: 'Island areas with their number of public villas',
    request: { query: catalogLocaleQuerySchema },
    responses: { 200: { description: 'Areas', schema: areasResponseSchema }, 400: badRequest },
  }),
  listAmenities: operation({
    method: 'GET',
    path: '/api/amenities',
    operationId: 'villas.listAmenities',
    roles: ['public'],
    tag: 'villas',
    summary: 'Amenities, predefined first',
    request: { query: catalogLocaleQuerySchema },
    responses: { 200: { description: 'Amenities', schema: amenitiesResponseSchema }, 400: badRequest },
  }),
};
