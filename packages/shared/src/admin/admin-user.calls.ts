import { callsTagged, noContentResponse } from '../common/call';
import {
  adminUserListQuerySchema,
  adminUserSchema,
  adminUserUpdateSchema,
  thpAdminUserInfoSchema,
  thpRegisterInputSchema,
  userNameParamsSchema,
} from './admin-user.schema';

const call = callsTagged(['Post-office users']);
const USER_ADMIN = '/api/reports/users';

/** Post-office sign-in info and user management (spec 2 section 7: ThpAdminUserInfo, ThpRegister, the *Useradmin calls). */
export const adminUserCalls = {
  info: call('GET', '/api/Account/ThpAdminUserInfo', {
    description: 'The signed-in post-office user: role, outlet, and whether they are the central admin. 403 for anyone else.',
    response: { 200: thpAdminUserInfoSchema },
  }),
  register: call('POST', '/api/Account/ThpRegister', {
    description:
      'Central admin: adds a post-office user. Role Admin gets the code 000000; the other roles need the code of an existing outlet. A repeated submission answers EMAIL_TAKEN.',
    body: thpRegisterInputSchema,
    response: { 201: adminUserSchema },
  }),
  list: call.page(`${USER_ADMIN}/getUseradmin`, adminUserSchema, {
    description: 'Central admin: post-office users, newest first, 10 a page; searchString matches e-mail, name, phone or outlet code.',
    querystring: adminUserListQuerySchema,
  }),
  getByUserName: call('GET', `${USER_ADMIN}/GetByUserNameUseradmin/:userName`, {
    description: 'Central admin: one post-office user by user name (e-mail).',
    params: userNameParamsSchema,
    response: { 200: adminUserSchema },
  }),
  update: call.byId(
    'PUT',
    `${USER_ADMIN}/updateUseradmin/:id`,
    { 200: adminUserSchema },
    {
      description:
        'Central admin: edits a post-office user (the e-mail is locked). An admin keeps their own Admin role; the last central admin stays.',
      body: adminUserUpdateSchema,
    },
  ),
  remove: call.byId('DELETE', `${USER_ADMIN}/deleteUseradmin/:id`, noContentResponse, {
    description: 'Central admin: deletes a post-office user; never themselves nor the last central admin.',
  }),
};
