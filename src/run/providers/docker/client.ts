// The engine client a caller may hand over (RunOptions.docker, ProviderOptions.docker): the library's own type.
import type Docker from 'dockerode'

export type DockerClient = Docker
