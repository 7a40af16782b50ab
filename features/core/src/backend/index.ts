export { backend, createBackendKit, type BackendKit, type CallDefinition } from './backend';
export { FaultRegistry, type Fault } from './faults';
