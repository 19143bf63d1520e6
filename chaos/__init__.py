"""The fault suite (`make chaos`): the local stack under load while its parts, its database and publish runs fail."""
