import { sql, type SQL } from 'drizzle-orm';

/**
 * A merchant's locations in their wire shape (`locationSchema`), each with its custom actions, as one
 * JSON array built by PostgreSQL: one statement whatever the number of locations, and no row mapping
 * in Node. `filter` narrows the locations (alias `l`), e.g. to one id.
 */
export function locationsJson(merchantId: unknown, filter: SQL = sql`true`): SQL {
  return sql`(
    select coalesce(json_agg(json_build_object(
      'id', l.id, 'name', l.name, 'shortName', l.short_name, 'vatNumber', l.vat_number, 'street', l.street,
      'zipCode', l.zip_code, 'city', l.city, 'phone', l.phone, 'email', l.email, 'headerImageFile', l.header_image_file,
      'googleMapsIframeUrl', l.google_maps_iframe_url, 'onlinePaymentProvider', l.online_payment_provider,
      'earliestPickupTime', l.earliest_pickup_time, 'status', l.status,
      'customActions', (
        select coalesce(json_agg(json_build_object(
          'id', a.id, 'actionType', a.action_type,
          'categoryIds', array(select c.category_id::text from custom_action_categories c where c.custom_action_id = a.id order by c.category_id),
          'openName', a.open_name, 'closeName', a.close_name, 'closedMessage', a.closed_message,
          'openConfirmMessage', a.open_confirm_message, 'closeConfirmMessage', a.close_confirm_message
        ) order by a.id), '[]'::json)
        from custom_actions a where a.location_id = l.id
      )
    ) order by l.name, l.id), '[]'::json)
    from locations l where l.merchant_id = ${merchantId} and ${filter}
  )`;
}
