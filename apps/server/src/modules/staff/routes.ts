import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mayUseEmployees } from '@bakrom/shared/menu-visibility';
import { succeededSchema } from '@bakrom/shared/schemas/operations';
import {
  changeOwnLanguageBody,
  changeOwnLanguageResponse,
  changeOwnPasswordBody,
  checkUserPincodeBody,
  checkUserPincodeResponse,
  createUserBody,
  deleteUserBody,
  editUserBody,
  employeeSchema,
  getUserQuery,
  listEmployeesQuery,
  listEmployeesResponse,
  revealNationalIdQuery,
  revealNationalIdResponse,
} from '@bakrom/shared/schemas/staff';
import type { Db } from '../../db/client';
import { requireSession } from '../../http/access';
import { featureGuard } from '../merchants/feature-guard';
import {
  changeOwnLanguage,
  changeOwnPassword,
  checkUserPincode,
  createEmployee,
  deleteEmployee,
  editEmployee,
  getEmployee,
  listEmployees,
  revealNationalId,
  type StaffOptions,
} from './service';

/** Employees (/users, spec part 2 §7 Employees): merchants in mode POS or ALL (`mayUseEmployees`, as the menu). */
function employeeRoutes(db: Db, options: StaffOptions): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', featureGuard(db, mayUseEmployees, 'Ansatte er ikke slått på for denne bedriften.'));

    app.get(
      '/api/user/listEmployees',
      { schema: { tags: ['staff'], querystring: listEmployeesQuery, response: { 200: listEmployeesResponse } } },
      async (request) => listEmployees(db, requireSession(request), options),
    );

    app.post(
      '/api/user/checkUserPincode',
      { schema: { tags: ['staff'], body: checkUserPincodeBody, response: { 200: checkUserPincodeResponse } } },
      async (request) => checkUserPincode(db, requireSession(request).merchantId, request.body.pincode, request.body.userId),
    );

    app.get(
      '/api/user/getUser',
      { schema: { tags: ['staff'], querystring: getUserQuery, response: { 200: employeeSchema } } },
      async (request) => getEmployee(db, requireSession(request), request.query.userId, options),
    );

    app.get(
      '/api/user/revealNationalId',
      { schema: { tags: ['staff'], querystring: revealNationalIdQuery, response: { 200: revealNationalIdResponse } } },
      async (request) => revealNationalId(db, requireSession(request), request.query.userId, options),
    );

    app.post(
      '/api/user/createUser',
      { schema: { tags: ['staff'], body: createUserBody, response: { 200: employeeSchema } } },
      async (request) => createEmployee(db, requireSession(request), request.body.user, options),
    );

    app.post(
      '/api/user/editUser',
      { schema: { tags: ['staff'], body: editUserBody, response: { 200: employeeSchema } } },
      async (request) => editEmployee(db, requireSession(request), request.body.user, options),
    );

    app.post(
      '/api/user/deleteUser',
      { schema: { tags: ['staff'], body: deleteUserBody, response: { 200: succeededSchema } } },
      async (request) => {
        await deleteEmployee(db, requireSession(request), request.body.user.userId);
        return 'SUCCEEDED' as const;
      },
    );
  };
}

/** Staff: the employee screens, and every user's own password and language (/profile, in every mode). */
export function staffRoutes(db: Db, options: StaffOptions): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(employeeRoutes(db, options));

    app.post(
      '/api/user/changeOwnPassword',
      { schema: { tags: ['staff'], body: changeOwnPasswordBody, response: { 200: succeededSchema } } },
      async (request) => {
        await changeOwnPassword(db, requireSession(request), request.body);
        return 'SUCCEEDED' as const;
      },
    );

    app.post(
      '/api/user/changeOwnLanguage',
      { schema: { tags: ['staff'], body: changeOwnLanguageBody, response: { 200: changeOwnLanguageResponse } } },
      async (request) => changeOwnLanguage(db, requireSession(request), request.body),
    );
  };
}
