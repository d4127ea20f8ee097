import {
  BufferGeometry,
  Color,
  DirectionalLight,
  Float32BufferAttribute,
  Group,
  HemisphereLight,
  LineBasicMaterial,
  LineSegments,
  Mesh,
  MeshStandardMaterial,
  PerspectiveCamera,
  Scene,
  Uint32BufferAttribute,
  Vector3,
  WebGLRenderer,
} from 'three'
import { OrbitControls } from 'three/examples/jsm/controls/OrbitControls.js'
import type { CadMesh } from '../../../../../shared/cad.ts'

/** What the 3D view's controls ask of the scene. */
export type CadScene = {
  show: (mesh: CadMesh) => void
  /** > 1 moves closer, < 1 further away. */
  zoom: (factor: number) => void
  reset: () => void
  dispose: () => void
}

const BACKGROUND = 0xeef1f5 // --steel-100
const STEEL = 0xa9b2bc
const EDGES = 0x1f2a36
/** Where the camera looks from, seen from the model's centre: a three-quarter view, a little from above. */
const VIEW_DIRECTION = new Vector3(1.1, -1.6, 0.9).normalize()
const FOV = 30

/**
 * A part on a calm light-grey stage: steel-grey, softly lit from above and one side, its edges drawn as thin dark
 * lines. The part's axis (Z) stands upright; drag rotates around it, wheel and pinch zoom (OrbitControls). It draws
 * only when something changed; `dispose` frees the WebGL context.
 */
export function createCadScene(host: HTMLElement): CadScene {
  const renderer = new WebGLRenderer({ antialias: true })
  renderer.setPixelRatio(Math.min(window.devicePixelRatio, 2))
  renderer.setClearColor(BACKGROUND)
  const canvas = renderer.domElement
  canvas.className = 'cad-view__canvas'
  host.prepend(canvas)

  const scene = new Scene()
  scene.background = new Color(BACKGROUND)
  scene.add(new HemisphereLight(0xffffff, 0x7d8792, 1.7))
  const key = new DirectionalLight(0xffffff, 1.9)
  key.position.set(2, -3, 4)
  const fill = new DirectionalLight(0xffffff, 0.6)
  fill.position.set(-3, 2, 1)
  scene.add(key, fill)

  const camera = new PerspectiveCamera(FOV, 1, 0.1, 10_000)
  camera.up.set(0, 0, 1)
  const controls = new OrbitControls(camera, canvas)
  controls.enableDamping = false
  controls.enablePan = false

  // Lines sit on the faces without flickering: the faces are pushed back a little.
  const steel = new MeshStandardMaterial({
    color: STEEL,
    metalness: 0.25,
    roughness: 0.5,
    polygonOffset: true,
    polygonOffsetFactor: 1,
    polygonOffsetUnits: 1,
  })
  const ink = new LineBasicMaterial({ color: EDGES })
  const model = new Group()
  scene.add(model)

  const render = () => renderer.render(scene, camera)
  controls.addEventListener('change', render)

  let radius = 10
  const fit = () => {
    const vertical = ((FOV / 2) * Math.PI) / 180
    const horizontal = Math.atan(Math.tan(vertical) * camera.aspect)
    const distance = (radius / Math.sin(Math.min(vertical, horizontal))) * 1.08
    camera.position.copy(controls.target).addScaledVector(VIEW_DIRECTION, distance)
    camera.near = distance / 100
    camera.far = distance * 10
    controls.minDistance = radius * 0.6
    controls.maxDistance = distance * 4
    camera.updateProjectionMatrix()
    controls.update()
    controls.saveState()
  }

  const resize = () => {
    const { clientWidth: width, clientHeight: height } = host
    if (!width || !height) return
    renderer.setSize(width, height, false)
    camera.aspect = width / height
    camera.updateProjectionMatrix()
    render()
  }
  const observer = new ResizeObserver(resize)
  observer.observe(host)

  const clear = () => {
    for (const child of [...model.children]) {
      ;(child as Mesh | LineSegments).geometry.dispose()
      model.remove(child)
    }
  }

  return {
    show(mesh) {
      clear()
      const faces = new BufferGeometry()
      faces.setAttribute('position', new Float32BufferAttribute(mesh.positions, 3))
      faces.setAttribute('normal', new Float32BufferAttribute(mesh.normals, 3))
      faces.setIndex(new Uint32BufferAttribute(mesh.indices, 1))
      const edges = new BufferGeometry()
      edges.setAttribute('position', new Float32BufferAttribute(mesh.edges, 3))
      model.add(new Mesh(faces, steel), new LineSegments(edges, ink))
      const [x0, y0, z0, x1, y1, z1] = mesh.bbox
      controls.target.set((x0 + x1) / 2, (y0 + y1) / 2, (z0 + z1) / 2)
      radius = Math.hypot(x1 - x0, y1 - y0, z1 - z0) / 2 || 1
      resize()
      fit()
      render()
    },
    zoom(factor) {
      // OrbitControls' dolly scales the distance: below 1 is closer.
      controls.dollyIn(1 / factor)
    },
    reset() {
      controls.reset()
    },
    dispose() {
      observer.disconnect()
      controls.dispose()
      clear()
      steel.dispose()
      ink.dispose()
      renderer.dispose()
      renderer.forceContextLoss()
      canvas.remove()
    },
  }
}
