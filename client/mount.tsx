import { hydrateRoot } from 'react-dom/client'
import { BrowserRouter } from 'react-router'
import type { PageState } from '../shared/page-data.ts'
import { App } from './app.tsx'
import './styles/index.css'

const stateElement = document.getElementById('page-state')
const state = JSON.parse(stateElement?.textContent ?? 'null') as PageState

hydrateRoot(
  document.getElementById('root') as HTMLElement,
  <BrowserRouter>
    <App state={state} />
  </BrowserRouter>,
)
