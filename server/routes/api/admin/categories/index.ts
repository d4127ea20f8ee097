import { Category, CategoryInput, PublicCategory } from '../../../../../shared/schemas/category.ts'
import {
  createCategory,
  deleteCategory,
  listCategories,
  updateCategory,
} from '../../../../repositories/admin/categories.ts'
import { collectionRoutes } from '../collection-routes.ts'

/** Categories: GET /, POST /, PUT /:id, DELETE /:id (its products become uncategorised). */
const categoryRoutes = collectionRoutes({
  path: '',
  listed: PublicCategory,
  item: Category,
  input: CategoryInput,
  list: listCategories,
  create: createCategory,
  update: updateCategory,
  remove: deleteCategory,
})
export default categoryRoutes
