export default {
  register() {},
  async bootstrap({ strapi }) {
    strapi.log.info('bootstrap ran');
  },
};
